"""``how much candy`` counted in the pieces its boxes hold (v10, ADR 0183).

    Paul bought 6 boxes of candy and 4 boxes of chocolate candy. If each box has 9 pieces inside it, how much
    candy did he have total?                                                         → (6 + 4) × 9 = 90 pieces

``each box has 9 pieces`` names no thing (pieces of what?), and the question asks for candy that nobody is said
to hold: both refused. When every box of the story is a box *of candy*, the pieces inside a box can only be
pieces of candy, and the candy the holder has is those pieces. Both are re-read together, only when:

- the question asks a holding or a total of a plain unit U (no modifiers, time or place) that no operation
  holds, gains, loses or moves as itself, and U is the general unit of a pack kind (candy, fruit, clothing),
  whose pieces are its things: ``bags of apples … 9 pieces … How many apples?`` (slices?) and ``how much
  cake`` stay refused;
- one container unit C carries U: every operation about C has ``of:U`` among its modifiers (``boxes of candy``,
  ``boxes of chocolate candy``), and at least one does;
- exactly one content rate is told of C, and it is of plain ``pieces`` (``each box has 9 pieces inside it``);
  no other operation counts pieces.

Anything else (boxes of candy and boxes of toys, pieces counted elsewhere, two rates, a question with a kind)
is left as it was, and refuses as before.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op, Question

_PIECE = "unit.piece"


def settle_piece_contents(question: Question, ops: list[Op], lex) -> tuple[Question, list[Op]]:
    item = question.item
    if (question.kind not in ("holding", "total") or item is None or item.mods or item.unit == _PIECE
            or question.time or question.place or question.source or question.item2 is not None):
        return question, ops
    unit, of_unit = item.unit, f"of:{item.unit}"
    if unit not in lex.general_units:
        return question, ops  # a piece of a thing that is no general kind may be a part of it (a slice)
    if any(op.item is not None and op.item.unit == unit for op in ops):
        return question, ops  # held as itself somewhere: the ordinary reading
    rates = [i for i, op in enumerate(ops) if op.kind == "per"]
    if len(rates) != 1:
        return question, ops
    rate = ops[rates[0]]
    if rate.item != Item(unit=_PIECE) or not rate.target:
        return question, ops
    container = rate.target
    about = [op for op in ops if op.kind != "per" and op.item is not None and op.item.unit == container]
    if not about or any(of_unit not in op.item.mods for op in about):
        return question, ops  # a box of something else: the pieces may be anything
    if any(op.item is not None and op.item.unit == _PIECE for i, op in enumerate(ops) if i != rates[0]):
        return question, ops  # pieces counted elsewhere too
    if any(op.target == container for i, op in enumerate(ops) if i != rates[0]):
        return question, ops  # the container also receives things
    pieces = Item(unit=_PIECE, mods=(of_unit,))
    ops = [msgspec.structs.replace(op, item=pieces) if i == rates[0] else op for i, op in enumerate(ops)]
    return msgspec.structs.replace(question, item=pieces), ops
