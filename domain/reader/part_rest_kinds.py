"""Things of a third kind beside a part and its rest, and other holders' things beside a rest (v15 red team,
ADR 0308).

    Ann bought 12 eggs. 3 eggs were broken. She ate 4 good eggs. How many eggs are not broken?      refused (was 9)
    Ann bought 12 eggs. 3 of them were red. She bought 4 green eggs. How many eggs are not red?     refused (was 9)
    Ann bought 12 eggs. 3 eggs were broken. Tom bought 6 eggs. How many eggs are not broken?        refused (was 9)
    Ann bought 12 eggs. 3 eggs were broken. She ate 4 of the unbroken eggs. How many eggs are not broken?   5

Why: ``N of them were <kind>`` (the solver's ``classify``) splits one holding into the part (``broken``, ``red``)
and the rest (``unbroken``, ``not red``). The rest is *everything else* of those things, so it overlaps any other
kind: good eggs, green eggs are among the eggs not broken / not red, but the solver kept them as a holding of
their own (begun unknown by the loss, or by the gain) and answered the rest unchanged.

- ``check_third_kind`` (solver.holding): a kind of the parted things asked (the rest, the part) while the holder
  also holds them of a kind that is neither the part nor the rest (begun after the part by a loss or a gain: no
  kind at all merges, kept_parts / merge_kinds) refuses (``ambiguous_reference``, ``item_binding``).
- ``check_rest_beside_others`` (the ``sole`` question, ``How many eggs are not broken?``): anyone else's gain of
  those things with no kind named (``Tom bought 6 eggs``; a stated holding was already refused, red2b): are
  Tom's eggs broken or not? Refuses the same way.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.refusals import Reason


def note_parted(solver, owner: str, part: Item, rest: Item) -> None:
    """Called by the solver's ``classify``: ``owner``'s ``part.unit`` is now a part and its rest."""
    solver.parted[(owner, part.unit)] = (part, rest)


def check_third_kind(solver, owner: str, item: Item, sentence: int, refuse) -> None:
    """A holding question of a kind of ``owner``'s parted things (the part, the rest) while ``owner`` also holds
    those things of a third kind, begun after the part was told (the solver's classify refuses a third kind
    held before): refuse. All of the things (``How many Pokemon cards …``, the general kind) sum every kind and
    are read as before (AddSub 291, 362, 368)."""
    keys = solver.parted.get((owner, item.unit))
    if keys is None:
        return
    general = set(keys[0].mods) & set(keys[1].mods)
    if set(item.mods) <= general:
        return
    third = [k for k in solver.holdings.get(owner, {}) if k.unit == item.unit and k not in keys]
    if third:
        raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                     f"{owner}'s {item.unit} of a kind beside a part and its rest ({'+'.join(third[0].mods)}): "
                     "among the rest or not?", sentence)


def check_rest_beside_others(solver, q, holder: str, sentence: int, refuse) -> None:
    if not q.item.mods:
        return
    for op in solver.graph.ops:
        if op.item is None or op.item.unit != q.item.unit or not set(op.item.mods) < set(q.item.mods):
            continue
        who = op.target if op.kind == "transfer" else op.actor
        if op.kind in ("gain", "hold", "transfer") and who and who != holder:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"a kind of {q.item.unit} asked beside {who}'s {q.item.unit} of no stated kind", sentence)
