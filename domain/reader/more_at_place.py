"""``<doers> planted|built N more <things>`` where the story counts such things at one place (reader v19, ADR 0424).

    There are 33 walnut trees in the park. Workers planted 24 more walnut trees today. How many walnut trees are
    in the park now?                                                                                  33 + 24 = 57
    There were 200 houses in the town. Builders built 150 more houses. How many houses are there now in the town?
                                                                                                    200 + 150 = 350

``more`` for a doer who had none of those things was refused (sequence.check_more_without_base: ``Tom picked 3
more apples`` after Sam's 5 — more than Sam, or further ones?). That question needs someone else who did or had
such things as the doer might be compared with. When the only things of that unit the story told before are one
place's holding (``There are 33 walnut trees in the park``: a statement, no event, no person), a planting or a
building of ``more`` of them is of further ones there: a tree stands where it is planted, a house where it is
built (reworked_things ``_GROWING``, ADR 0306; built_places.py, ADR 0260), and ``more`` ties the new ones to the
place's. The gain gets that place (as if the text said ``in the park``); the solver gives a planting or building
at a place that holds such things to the place (``owner_for``), and the doers keep the event (``How many bushes
will the workers plant?`` is the planting itself).

Read only when all of these hold:
- the sentence marks ``more`` for that unit and has exactly one gain or giving of it (the marked one);
- the verb is ``plant`` (verb.plant) — at a place that is no container unit of the pack (``the park``, ``the
  town``; not ``the vase``) — or ``build`` (verb.build) of things the pack counts as buildings (kind.building);
- the doer is a person or group (not a neuter thing), took part in nothing about that unit before, and the gain
  names no source, recipient or agent, and no place or that very place;
- every earlier operation on the unit is a holding (kind ``hold``) of one neuter holder, of one kind, with no place
  of its own, and nothing else of that unit (a rate, a person's holding, an event) comes before.
Anything else is checked as before (and refuses): two places, a person's things (``Sam has 5 trees. Workers
planted 3 more``), ``bought 8 more cookies`` after the jar's (bought for the jar, or for herself?).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op

PLANT = "verb.plant"
BUILD = "verb.build"
BUILDING = "unit.building"


def _candidates(ops: list[Op], si: int, unit: str) -> list[int]:
    return [i for i, o in enumerate(ops) if o.sentence == si and o.item is not None and o.item.unit == unit
            and o.kind in ("gain", "transfer")]


def _place_for(ops: list[Op], i: int, ctx, lex) -> str:
    """The one neuter holder the marked gain ``ops[i]`` adds further things to, or "" (module doc)."""
    op = ops[i]
    unit = op.item.unit
    if op.kind != "gain" or op.source or op.target or op.agent or op.members or not op.actor:
        return ""
    if ctx.entities.get(op.actor, "n") == "n":
        return ""
    if op.lemma == BUILD:
        if not (unit == BUILDING or lex.kind_of(unit, BUILDING)):
            return ""
    elif op.lemma != PLANT:
        return ""
    earlier = [o for o in ops if o.sentence < op.sentence and o.item is not None
               and (o.item.unit == unit or lex.kind_of(o.item.unit, unit) or lex.kind_of(unit, o.item.unit))]
    if not earlier or any(o.kind != "hold" or o.place or o.members or o.target or o.source for o in earlier):
        return ""
    holders = {o.actor for o in earlier}
    items = {o.item for o in earlier}
    if len(holders) != 1 or len(items) != 1:
        return ""
    holder, held = holders.pop(), items.pop()
    if not holder or ctx.entities.get(holder) != "n" or held.unit != unit:
        return ""
    if op.item.mods and op.item != held:
        return ""
    if op.place and op.place != holder:
        return ""
    if any(op.actor in (o.actor, o.target, o.source, o.place, o.agent) or holder in (o.target, o.source, o.place, o.agent)
           for o in ops[:i] if o.sentence < op.sentence):
        return ""
    if op.lemma == PLANT and holder.rsplit(" ", 1)[-1] in _container_words(lex):
        return ""  # "12 roses in the vase … planted 5 more": a vase is where nothing is planted
    return holder


def _container_words(lex) -> frozenset[str]:
    return lex.memo("more_at_place_containers", lambda lx: frozenset(
        w for u in lx.pack.units for w in (u.singular, u.plural)))


def settle_more_at_place(ops: list[Op], ctx, lex) -> list[Op]:
    """Each marked ``planted|built N more <things>`` of the module gets the one place of such things."""
    out = ops
    for si, unit in ctx.more_marks:
        found = _candidates(out, si, unit)
        if len(found) != 1:
            continue
        i = found[0]
        place = _place_for(out, i, ctx, lex)
        if place and out[i].place != place:
            out[i] = msgspec.structs.replace(out[i], place=place)
    return out


def more_at_place(op: Op, ops: list[Op], ctx, lex) -> bool:
    """``op`` (a ``more``-marked gain) is one this module placed: its ``more`` is over that place's things."""
    if not op.place or lex is None:
        return False
    for i, o in enumerate(ops):
        if o is op:
            return len(_candidates(ops, op.sentence, op.item.unit)) == 1 and _place_for(ops, i, ctx, lex) == op.place
    return False
