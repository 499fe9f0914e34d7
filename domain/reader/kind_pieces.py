"""``How many pieces of winter clothing did Chloe have total?`` (v9, ADR 0146): a question about a whole kind,
counted in pieces and described as a scene described it.

    Chloe was unboxing some of her old winter clothes. She found 4 boxes of clothing and inside each box
    there were 2 scarves and 6 mittens. How many pieces of winter clothing did Chloe have total?   → 32

Two re-readings of the question's thing, each only when the story gives no other reading:

- ``pieces of <kind>``: when ``<kind>`` is the general unit of a pack kind (clothing, fruit, candy) and
  the story counts no pieces at all, a piece of it is one thing of the kind — ``pieces of fruit`` are the
  fruits (the apples and pears), not parts of them. A story that counts pieces (``32 pieces of candy``)
  keeps the question as written.
- modifiers a scene gave the kind (``her old winter clothes`` … ``winter clothing``): the scene says which
  things of the kind the story is about, so the question's modifiers are dropped — but only when every
  statement about the kind or a kind of it is a content rate of containers named as holding that kind
  (``boxes of clothing`` … ``inside each box there were 2 scarves``) and every question modifier is one the
  scene put before the same noun. Things got any other way (``She bought 3 shirts``: winter ones?), another
  modifier (``summer clothing``), or contents of other containers keep the modifiers, and the question
  refuses as before (nobody is said to hold winter clothing).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_OF = "of:"


def settle_kind_pieces(question: Question, ops: list[Op], lex, cursors) -> Question:
    item = question.item
    if item is None:
        return question
    item = _pieces_of_kind(item, ops, lex, question)
    item = _scene_modifiers(item, ops, lex, cursors)
    return question if item == question.item else msgspec.structs.replace(question, item=item)


def _is_general(lex, unit: str) -> bool:
    return unit in lex.general_units


def _pieces_of_kind(item: Item, ops: list[Op], lex, question: Question) -> Item:
    if item.unit not in lex.part_units:
        return item
    units = [m[len(_OF):] for m in item.mods if m.startswith(_OF) and m[len(_OF):] in lex.unit_by_id]
    if len(units) != 1 or not _is_general(lex, units[0]):
        return item
    if any(op.item is not None and op.item.unit == item.unit for op in ops):
        if any(op.item is not None and (op.item.unit == units[0] or lex.kind_of(op.item.unit, units[0]))
               for op in ops):
            # red 17: "had 40 pieces of fruit. He found 7 boxes of fruit and inside each box there were 8 apples
            # and 7 pears" answered 40: the apples and pears are pieces of fruit too — or are only the counted
            # pieces asked? The story counts both ways.
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=question.sentence,
                                frame="question.kind_pieces",
                                detail=f"pieces of {units[0]} asked where the story counts both pieces and "
                                       f"{units[0]} things")
        return item  # the story counts pieces: "32 pieces of candy"
    others = [m for m in item.mods if m != _OF + units[0]]
    if any(m.startswith(_OF) and m[len(_OF):] in lex.unit_by_id for m in others):
        return item
    mods = tuple(sorted(m[len(_OF):] if m.startswith(_OF) else m for m in others))
    return Item(unit=units[0], mods=mods)


def _scene_modifiers(item: Item, ops: list[Op], lex, cursors) -> Item:
    if not item.mods or not _is_general(lex, item.unit) or any(m.startswith(_OF) for m in item.mods):
        return item
    kind = item.unit
    about = [op for op in ops if op.item is not None and (op.item.unit == kind or lex.kind_of(op.item.unit, kind))]
    if not about or any(op.kind != "per" for op in about):
        return item
    named = {op.item.unit for op in ops if op.item is not None and _OF + kind in op.item.mods and op.kind != "per"}
    if any(op.target not in named for op in about):
        return item
    scenes = {op.sentence for op in ops if op.kind == "describe" and op.lemma.startswith("desc.")}
    first = min(op.sentence for op in about)
    for cur in cursors:
        if cur.sentence.index in scenes and cur.sentence.index < first and set(item.mods) <= _mods_before(cur, kind):
            return Item(unit=kind, mods=())
    return item


def _mods_before(cur, unit: str) -> set[str]:
    """The pack modifiers right before a ``unit`` noun in a scene sentence (``her old winter clothes``)."""
    out: set[str] = set()
    for j in range(len(cur.words)):
        if any(s.cls == "unit" and s.entry.id == unit for s in cur.senses(j)):
            k = j - 1
            while k >= 0:
                mod = next((s for s in cur.senses(k) if s.cls == "modifier" and s.length == 1), None)
                if mod is None:
                    break
                out.add(mod.entry.id)
                k -= 1
    return out
