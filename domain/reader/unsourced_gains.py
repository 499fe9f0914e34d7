"""Things gathered with no source beside a question about a thing or place that holds them (v13, ADR 0273).

    The garden has 30 roses. Mia picked 12 roses. How many roses does the garden have now?

``Mia picked 12 roses`` is a gain from nothing (recipients.py: that is how the corpora tell of gathering), so the
garden kept its 30 and the reader answered 30. But roses picked, cut, taken or eaten come from somewhere, and the
garden is the one place the story names with roses: they may be the garden's (18) or not (30). The text does not
say. So a holding question about a holder that is no person (a pack place whose ``person`` flag is false: a
garden, a tree, a jar, an orchard) refuses when someone else gains the asked things with no ``from`` and no place (``The park has 30 trees.
Workers planted 12 trees.`` answered 30 as well: planted in the park or elsewhere?; a gain the parser placed
at the holder, ``Park workers will plant 57 trees``, is read as before); so does a
question about what containers hold (``Each tree has 25 apples. Workers picked 100 apples. How many apples are
still on the trees?`` answered 250). A loss by someone who was never said to hold the things counts the same way
(``Each tree has 74 apples. Lily ate 6 apples.``: eaten from the trees or not?). A person
asked about (``Ann has 40 apples. Sam picked 15 apples. How many apples does Ann have?``) is untouched: a person's
things are not taken without a giver or taker being told; a gain whose source is told, and a received one (``got``, ``received``: from a giver), are read as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.recipients import _place_person
from domain.reader.refusals import Reason, ReaderRefusal


RECEIVING = frozenset({"verb.get", "verb.receive"})
"""Gains told as received (a giver somewhere, untold): not taken from the place asked about (ADR 0273; the
red-team-16 row ``The shop had 4 dolls in stock. Tom got a shipment with 10 dolls in it.`` reads 4)."""


def _thing_holder(lex, entity: str) -> bool:
    """``the garden`` / ``the trees`` / ``Maria's jar``: the last word is a pack place that is no person."""
    if not entity or entity.startswith(("?", "@")):
        return False
    last = entity.split()[-1].lower()
    return lex.memo("place_person", _place_person).get(last) is False


def _same(lex, unit: str, asked: str) -> bool:
    return unit == asked or lex.kind_of(unit, asked) or lex.kind_of(asked, unit)


def check_unsourced_gains(ops: list[Op], question, lex) -> None:
    """Refuse a holding question about a thing that holds the asked unit when another holder gains it from no
    told source (module doc)."""
    if question.item is None:
        return
    asked = question.item.unit
    holder = question.entity
    if question.kind == "contained":
        # "Each tree has 25 apples. Workers picked 100 apples. How many apples are still on the trees?"
        holder = ""
    elif question.kind != "holding" or not _thing_holder(lex, holder) or not any(
            op.actor == holder and op.kind in ("hold", "hold_sum") and op.item is not None
            and _same(lex, op.item.unit, asked) for op in ops):
        return
    holders = {op.actor for op in ops if op.kind in ("hold", "hold_sum") and op.item is not None
               and _same(lex, op.item.unit, asked)}
    for op in ops:
        if op.kind == "lose" and op.actor in holders:
            continue  # "Sam has 10 apples. Sam ate 4 apples.": his own
        if op.kind == "gain" and op.lemma in RECEIVING:
            continue  # "Tom got a shipment with 10 dolls in it.": received, not taken from the shop (red16)
        if op.kind in ("gain", "lose") and op.actor not in ("", holder) and not op.source and not op.place \
                and op.item is not None and _same(lex, op.item.unit, asked):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                frame="statement.source",
                                detail=f"{op.actor} gained {op.item.unit} from no told source: from "
                                       f"{holder or question.other} or not?")
