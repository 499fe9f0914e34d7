"""``How many apples are left?`` when someone else's things changed too (v11 red team, ADR 0190).

``left`` with no holder named is read as what remains with the one holder *stated* to hold the things
(``Sam has 3 apples``; solver, question ``sole``). A holding begun by a gain is not a statement of holding, so
``Diane baked 14 apples. Sam has 3 apples. Diane lost 7 apples. How many apples are left?`` answered Sam's 3,
while the apples that went and are left are Diane's (7, or 10 in all). Found while red-teaming the parts
eaten by someone else (others_parts.py): ``Ralph ate 7 of her apples … How many apples are left?`` → 3.

So the ``sole`` reading refuses when anyone but the stated holder gained or lost those things (or kinds of
them) by anything other than a hand-over with that holder (``Sam has 10 apples. He gave 3 to Tom. How many
apples are left?`` stays Sam's 7; so does a taking from the one holder, ``There are 47 eggs in a box. Harry
takes 5 eggs.``, and a passive loss, which the solver gives to the one holder or refuses).
"""
from __future__ import annotations

from domain.reader.graph import ONLY_HOLDER
from domain.reader.refusals import Reason


def check_left_other_holders(solver, q, holder: str, sentence: int, refuse) -> None:
    """Refuse the ``sole`` answer when another holder's own gains or losses of the asked things are told."""
    for op in solver.graph.ops:
        if op.item is None or op.kind not in ("gain", "lose", "hold", "transfer") or not solver.covers(q.item, op.item):
            continue
        if op.kind == "transfer" and holder in (op.actor, op.target):
            continue  # a hand-over with the stated holder: what is left is still theirs
        if op.kind == "gain" and op.source in (holder, ONLY_HOLDER):
            continue  # from the stated holder (an implied source is the one holder so far, or refused)
        if op.kind == "lose" and not op.actor:
            continue  # a passive loss is the one holder's (several refuse when it is solved)
        if op.actor == holder and op.kind in ("gain", "lose", "hold"):
            continue
        raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                     f"'how many are left': {op.actor or op.agent or 'someone'} also {op.kind}s {op.item.unit} "
                     f"beside the stated holder {holder}", sentence)
