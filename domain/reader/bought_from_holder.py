"""A purchase from no told seller beside the holder asked about (v15, ADR 0311).

    A baker made 30 muffins. Sam bought 10 muffins. How many muffins does the baker have left?

answered 30: ``Sam bought 10 muffins`` is a gain from nothing (recipients.py), so the baker kept all 30. But a
purchase has a seller, and the baker, who holds muffins, is the one the story names: 20 if Sam bought them
from the baker, 30 if elsewhere. The text does not say, so a holding question about someone who held or gained
the asked things as their maker (a pack ``construct`` verb: made, baked, grew …) or as an
unnamed role (``the baker``, ``the store``), and a total over everyone (``How many muffins do they have in all?``:
30 or 40) when any such seller is told, refuse when someone else buys or purchases the same things with no
``from`` and no place. A plain holder (``Sam has 41 apples. Mary buys 12 apples.``) is not a seller: the lane
grammar's ``buys`` is a gain from outside (the original's B3 cases and the generated stories read so), and
neither is a named gatherer (``Mary picks 1 apple. Sam buys 1 apple.``: lane grammar too, where ``picks`` is a
plain gain; the property test's generator writes it). A told
seller (``bought 10 muffins from the baker``, ``sold 10 muffins to Sam``) reads as before, and so
do gathering verbs (``picked``: unsourced_gains.py decides those) and receiving (``got``: from a giver).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.unsourced_gains import _role_person

PURCHASES = frozenset({"verb.buy", "verb.purchase"})
"""Gains that imply a seller."""



def check_bought_from_holder(ops: list[Op], question, lex) -> None:
    """Refuse a holding or total question when another buys the asked things from no told seller while a maker
    or a role holds them (module doc)."""
    if question.kind not in ("holding", "total", "members") or question.item is None:
        return
    asked = question.item.unit

    def _asked(op: Op) -> bool:
        unit = op.item.unit if op.item is not None else ""
        return unit == asked or lex.kind_of(unit, asked) or lex.kind_of(asked, unit)

    # a holding question is about its holder; a total (``How many … do they have in all?``) about everyone's
    asked_about = question.entity if question.kind == "holding" else None
    sellers: set[str] = set()  # who holds the asked things as a maker or a role, so far
    for op in ops:
        if op.kind == "gain" and op.lemma in PURCHASES and op.actor and not op.source and not op.place \
                and _asked(op):
            seller = sorted(sellers - {op.actor}) if asked_about is None else \
                [asked_about] if asked_about in sellers and asked_about != op.actor else []
            if seller:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                    frame="statement.source",
                                    detail=f"{op.actor} bought {asked} from no told seller: from {seller[0]} or "
                                           f"not?")
        elif op.kind in ("hold", "hold_sum", "gain") and op.actor and _asked(op) and (
                _role_person(lex, op.actor) or (op.kind == "gain" and (
                    lex.verb_category.get(op.lemma) == "construct"))):
            sellers.add(op.actor)
