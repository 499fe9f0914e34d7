"""Which events a guard of a told holding scans (reader v19, red team 6, ADR 0421).

Three solver guards refuse a holding asked after a change the text leaves open: a gain by a gaining verb with no
money paid in its sentence (``He bought 3 pens.``: solver.purchase_money_guard), an outing told with no amount
(``He went to the movies.``: outing_money.py), things made of another kind (``She made 3 necklaces.``:
made_things.py). Each scanned only the events after the holder's last told holding, which is right for a holding
asked now: ``He bought 3 pens. Now he has $20. How much money does he have?`` is 20. It is wrong for two other
questions, which v18 answered with the told number:

- the start (``How much money did he have at first|before?``, beads ``at first``): the open change came before
  the first told holding, so the start is unknown — ``Pencils cost $1 each. Sam bought 6 pencils. Now he has $20.
  How much money did he have at first?`` answered 20 (26 at that price); ``Ann made 3 necklaces. Now she has 20
  beads. How many beads did she have at first?`` answered 20;
- a holding after a last told holding in the past tense with no ``now``/``left``/``still`` (``He bought 6 pencils.
  He had $20. How much money does he have left?`` answered 20): ``had`` may tell the money before the purchase or
  after it, as ``Sam ate 3 apples. He had 10 apples.`` (solver, ``frame.holding_time``) already refuses.

The purchase guard also takes two more changes that move money at a price never told (``open_money_change``):
a sale (``Sam had $20. He sold 3 toys. How much money does he have now?`` answered 20: the toys were sold for
something) and time spent at a scene verb when no rate of money is told (``He worked 3 hours.``, ``He babysat for
3 hours.``: answered 20, paid or not?), each with no money in its own sentence.

``scanned(ops, held, start)`` gives the guard its span: before the first told holding for a start, every event
when the last told holding is past, else the events after the last one (as before).
"""
from __future__ import annotations

SALE = "verb.sell"


def scanned(ops: list, held: list[int], start: bool) -> list:
    """The events a guard scans for an open change (module doc); ``held`` the indexes of the told holdings."""
    if start:
        return ops[:held[0]] if held else ops
    if held and ops[held[-1]].past:
        return ops
    return ops[(held[-1] + 1) if held else 0:]


def open_money_change(solver, owner: str, ops) -> object | None:
    """The first change among ``ops`` that may have moved ``owner``'s money at a price never told, or None: a gain
    of things by a gaining verb with no money lost in its sentence (``He bought 3 pens.``, the v6 guard), a sale
    with no money got in its sentence (``He sold 3 toys.``), time at a scene verb with no money in its sentence
    and no rate of money in the story (``He worked 3 hours.``)."""
    category = solver.lex.verb_category
    every = solver.graph.ops

    def money(op) -> bool:
        return op.item is not None and solver.unit(op.item.unit) is not None and solver.unit(op.item.unit).family == "money"

    def told(op, kinds) -> bool:
        return any(o.kind in kinds and o.actor == owner and o.sentence == op.sentence and money(o) for o in every)

    rated = any(o.kind == "per" and money(o) for o in every)
    for op in ops:
        if op.actor != owner or op.item is None or money(op):
            continue
        verb = category.get(op.lemma)
        if op.kind == "gain" and verb == "positive" and not told(op, ("lose",)):
            return op  # "bought a ball for $6" tells the price paid beside it
        if op.kind in ("lose", "transfer") and op.lemma == SALE and not told(op, ("gain", "transfer")):
            return op
        if op.kind == "gain" and verb == "scene" and solver.unit(op.item.unit).family == "time" and not rated \
                and not told(op, ("gain", "lose", "transfer")):
            return op
    return None
