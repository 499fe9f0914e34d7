"""Things acted on at a place before anything is put there, and things in containers taken from a source
(v15, hunt, ADR 0306).

1. A place things are put in starts empty (solver, the `transfer` branch: ``Tom put 4 pencils in the jar`` with
   nothing told of the jar before makes the jar hold 4). That is only safe when nothing else happened *at* that
   place before. ``Mia added 18 pencils to the jar. Tom put 4 pencils in the jar. How many pencils are in the
   jar now?`` was answered 4: the add was read as Mia's gain at the jar (the jar held nothing yet, so
   Solver.owner_for gave the pencils to Mia), and the put then started the jar from none. So were ``collected
   / saved 18 marbles in the jar``, ``planted 18 roses in the garden`` (the garden holds them: 22), ``picked 18
   roses in the garden`` and ``bought 18 marbles at the store`` (the place held some before: unknown).
   :func:`acted_at_before` tells the solver that an earlier event of those things (or of containers of them)
   took place there; the put then adds to an unknown start and a question about the place refuses
   (``unknown_quantity``). A question about the actor or the putter reads as before.

2. ``_loss_from_source`` (clauses.py) reads ``Tom removed 1 marble from the drawer`` as the drawer's loss only
   when Tom took no part in anything about marbles so far. It compared bare units, so ``Tom took 1 bag of
   marbles from the drawer. Each bag has 6 marbles.`` before it went unseen and ``How many marbles does Tom
   have now?`` was answered 6 (the removed marble his, or the drawer's loss only?). :func:`counted_units`
   gives the units an item counts: its own, its ``of:`` stuff, and what a content rate told so far puts in it.

3. The same reading leaves the removed things with nobody: ``Denise removes 5 bananas from a jar. She buys 3
   bananas. How many bananas does Denise have?`` was answered 3 (she may hold the 5 she removed: 8).
   :func:`removed_by_guard` refuses a holding question about the doer of such a removal (``KEEPING`` verbs: what
   they take out may stay in the doer's hands; ``ate 5 bananas from the jar`` is gone and still reads 3).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal

KEEPING = frozenset({"verb.remove"})
"""Loss verbs read from a source (clauses._loss_from_source) whose things may stay with the doer."""


def counted_units(item: Item, ops: list[Op]) -> set[str]:
    """``3 bags of marbles`` → {bag, marble}; ``2 bags`` after ``Each bag has 6 marbles`` → {bag, marble}."""
    units = {item.unit} | {m[3:] for m in item.mods if m.startswith("of:")}
    units |= {o.item.unit for o in ops if o.kind == "per" and o.target == item.unit and o.item is not None}
    return units


def acted_at_before(solver, place: str, item: Item, op: Op) -> bool:
    """An event before ``op`` happened at ``place`` (``op.place``) on ``item``'s things or containers of them."""
    if not place:
        return False
    ops = solver.graph.ops
    wanted = None  # speed (ADR 0467): ``counted_units`` (a pure set) only once an event at the place reads it
    for earlier, _key, _amount in solver.events:
        if earlier is op or earlier.sentence > op.sentence or earlier.item is None or earlier.place != place:
            continue
        if wanted is None:
            wanted = counted_units(item, ops)
        if any(solver.related(u, w) for u in counted_units(earlier.item, ops) for w in wanted):
            return True
    return False


def removed_by_guard(solver, owner: str, item: Item, sentence: int) -> None:
    """Refuse a holding question about someone who removed such things from a source (module doc, 3)."""
    ops = solver.graph.ops
    for op in ops:
        if op.kind == "lose" and op.lemma in KEEPING:
            break
    else:
        # speed (ADR 0467): only a loss by a KEEPING verb refuses below; with none, ``counted_units`` (a pure set)
        # and ``related`` (a pure test of the pack's kinds) have nothing to find
        return
    asked = counted_units(item, ops)
    for op in ops:
        if op.kind == "lose" and op.lemma in KEEPING and op.agent == owner and op.actor != owner \
                and op.item is not None and any(solver.related(u, w) for u in counted_units(op.item, ops)
                                                 for w in asked):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=sentence,
                                frame="question", detail=f"{owner} removed {op.item.unit} from {op.actor}: "
                                                         f"does {owner} hold them now?")
