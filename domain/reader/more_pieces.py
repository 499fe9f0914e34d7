"""``some gum`` counted by ``more pieces of gum`` (reader v13, ADR 0264).

    Todd has some gum. Steve gave him 16 more pieces of gum. Now Todd has 54 pieces of gum.
    How many pieces did Todd have to start with?                                                  54 − 16

``some gum`` says how much gum only as an unknown amount of a mass noun, and the solver cannot add pieces to
an amount of gum (``unit_mismatch``: how much does a piece weigh?). But ``16 more pieces of gum`` given to
the same person says the pieces are *more* of what he had: ``more`` counts the new pieces on top of his gum,
so his gum was counted in pieces too. The unknown holding is then read as ``some pieces of gum``.

Only when all of these hold (else nothing changes, and the text refuses as before):

- the holding is the story's first statement about that stuff, an unknown amount (``some``) of a bare mass
  noun, and the story never tells that stuff again but in pieces (``5 sticks of gum``, ``3 pounds of gum``:
  red team, ADR 0264);
- a later gain or gift to the same holder is of ``pieces of <that noun>`` and its sentence says ``more pieces``;
- nobody else holds or is given the stuff in any other measure.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op

PIECE = "unit.piece"


def _pieces_of(item: Item | None, unit: str) -> bool:
    return item is not None and item.unit == PIECE and item.mods == ("of:" + unit,)


def _to_holder(op: Op, holder: str) -> bool:
    return (op.kind == "gain" and op.actor == holder) or (op.kind == "transfer" and op.target == holder)


def settle_more_pieces(ops: list[Op], lex, words: dict[int, list[str]]) -> list[Op]:
    """Re-read ``<holder> has some <mass noun>`` as pieces of it (module doc); the list is returned unchanged
    (the same object) when the form is not there."""
    for i, op in enumerate(ops):
        if op.kind != "hold" or not op.amount.startswith("?") or op.item is None or op.item.mods or op.place:
            continue
        unit = op.item.unit
        entry = lex.unit_by_id.get(unit)
        if entry is None or not entry.family.startswith("mass_noun"):
            continue
        if any(o is not op and o.item is not None and (o.item.unit == unit or (
                "of:" + unit in o.item.mods and o.item.unit != PIECE)) for o in ops):
            continue  # the stuff told again, bare or in another measure (sticks, pounds of gum): pieces or those?
        if any(o.item is not None and o.item.unit == unit for o in ops[:i]):
            continue
        later = [o for o in ops[i + 1:] if _pieces_of(o.item, unit)]
        more = [o for o in later if _to_holder(o, op.actor) and _says_more_pieces(words.get(o.sentence, []))]
        if not more or any(o.kind == "hold" and o.actor != op.actor for o in later) \
                or any(o.kind == "transfer" and o.target != op.actor for o in later):
            continue
        pieces = Item(unit=PIECE, mods=("of:" + unit,))
        return ops[:i] + [msgspec.structs.replace(op, item=pieces)] + ops[i + 1:]
    return ops


def _says_more_pieces(words: list[str]) -> bool:
    return any(words[k] == "more" and words[k + 1] == "pieces" for k in range(len(words) - 1))
