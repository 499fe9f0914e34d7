"""Things made by a holder of other things, asked about the other things (fresh text, ADR 0274):

    Ann had 30 beads. She made 3 necklaces. How many beads does she have left?          refused (main: 30)
    A baker had 40 eggs. He baked 8 cakes. How many eggs are left?                       refused (main: 40)

Making (the pack's ``construct`` verbs: make, bake, build, knit, sew, plant …) things of another kind may use up
what the maker holds — necklaces are made of beads, cakes of eggs — and the text does not say how many. So a
holding question about what someone held, after that holder made things of another, unrelated kind (with no
stated use or loss of the asked things in the same sentence), leaves the holding unknown: refused, as
``purchase_money_guard`` refuses the money after ``He bought 3 pens`` with no price. Making things of the asked
kind itself (``had 5 cakes … baked 3 more cakes``) is a gain and reads as before; so does a making told before
the holding (``She made 3 necklaces. Now she has 30 beads.``).
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.held_spans import scanned
from domain.reader.refusals import Reason, ReaderRefusal

CONSTRUCT = "construct"


def made_from_guard(solver, owner: str, item: Item, sentence: int, start: bool = False) -> None:
    """Refuse ``owner``'s ``item`` when, after the owner's last stated holding of it (before the first for a
    ``start`` asked, anywhere after a past ``had``: held_spans.py, ADR 0421), the owner made things of another,
    unrelated kind by a construct verb, with no loss or use of ``item`` told in that sentence."""
    ops = solver.graph.ops
    category = solver.lex.verb_category
    for op in ops:
        if op.kind == "gain" and category.get(op.lemma) == CONSTRUCT:
            break
    else:
        # speed (ADR 0467): only a gain by a construct verb refuses below; with none in the story the rest (the
        # ``held`` list, ``scanned``, ``related``: pure reads of the ops and the pack) has nothing to find
        return
    held = [i for i, op in enumerate(ops) if op.kind == "hold" and op.actor == owner and op.item is not None
            and solver.related(op.item.unit, item.unit)]
    if not held:
        return
    for op in scanned(ops, held, start):
        if op.kind != "gain" or op.actor != owner or op.item is None or category.get(op.lemma) != CONSTRUCT \
                or solver.related(op.item.unit, item.unit):
            continue
        if any(o.sentence == op.sentence and o.kind in ("lose", "transfer") and o.item is not None
               and solver.related(o.item.unit, item.unit) for o in ops):
            continue  # "used 24 eggs and baked 8 cakes": the use is told
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner} made {op.item.unit} ({op.lemma}) after holding {item.unit}: "
                                   f"made from them or not?")
