"""An outing told with no amount before the money asked (fresh text, ADR 0274):

    Tom had 20 dollars. He went to the movies. How much money does he have left?          refused (main: 20)

A descriptive sentence (an outing or an activity, read as ``describe``) after the holder's last stated money may
have cost some of it; the text does not say how much, so the money asked is open. A sentence that tells money paid
(``went to the store and spent $5``) is read as told; things that are not money are not touched.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.held_spans import scanned
from domain.reader.refusals import Reason, ReaderRefusal


def outing_money_guard(solver, owner: str, item: Item, sentence: int, start: bool = False) -> None:
    """``Tom had 20 dollars. He went to the movies. How much money does he have left?``: an outing or activity
    told only as a description (no amount) after the holder's last stated money may have cost some of it —
    the text does not say: the money asked is refused (main answered 20). A sentence that tells money paid
    (``went to the store and spent $5``) is read as told."""
    u = solver.unit(item.unit)
    if u is None or u.family != "money":
        return
    ops = solver.graph.ops
    held = [i for i, op in enumerate(ops) if op.kind == "hold" and op.actor == owner and op.item is not None
            and solver.unit(op.item.unit) is not None and solver.unit(op.item.unit).family == "money"]
    if not held:
        return
    told = {ops[i].sentence for i in held}
    for op in scanned(ops, held, start):  # before the first money for a start, all after a past `had` (ADR 0421)
        if op.kind != "describe" or op.sentence in told:
            continue
        if any(o.sentence == op.sentence and o.kind != "describe" for o in ops):
            continue
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner}'s {item.unit} after an outing told with no amount ({op.lemma}): "
                                   "did it cost some?")
