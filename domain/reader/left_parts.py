"""``How many pears are left?`` after a part of the pears was named bad (red team 22, ADR 0187).

``Tom bought 43 pears from a friend and 22 more at the mall. If 11 of the pears were bad, how many pears are
left?`` was answered 65: a kind-part (``11 … were bad``, a ``classify``) moves nothing, so the whole holding
was still 65. But ``left`` / ``remaining`` asks what remains after something went, and in such a story the
only thing that could have gone is the bad part (the text's intent is likely 43 + 22 − 11); whether the bad
pears were thrown away is not said. So a question asking what is ``left`` / ``remaining`` of a plain unit
(no kind named), when the story names a kind-part of that unit and nothing of that unit was lost, given or
moved, refuses. A question naming the kind (``How many good pears are left?``) is read as before, as is
``left`` after a real loss (the part is then refused or weighed by the solver as before) and a holding asked
without ``left`` (``How many pears does he have?``: he still has them all).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal

_LEFT = frozenset({"left", "remaining", "remain"})
_MOVES = frozenset({"lose", "transfer", "partition"})


def check_left_after_part(ops: list[Op], question, words: list[str], sentence: int) -> None:
    """Refuse ``how many <U> are left`` when the only change to U is a kind-part (see the module doc)."""
    item = question.item
    if item is None or item.mods or question.kind == "event" or not _LEFT & set(words):
        return
    unit_ops = [op for op in ops if op.item is not None and op.item.unit == item.unit]
    if not any(op.kind == "classify" for op in unit_ops):
        return
    if any(op.kind in _MOVES for op in unit_ops):
        return  # something of the unit really went: what is left is the solver's to weigh, as before
    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence,
                        frame="question.left_part",
                        detail=f"what is left of {item.unit} after a part was named a kind and nothing went: "
                               "all of them, or the rest without that part?")
