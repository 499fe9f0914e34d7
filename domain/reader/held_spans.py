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

``scanned(ops, held, start)`` gives the guard its span: before the first told holding for a start, every event
when the last told holding is past, else the events after the last one (as before).
"""
from __future__ import annotations


def scanned(ops: list, held: list[int], start: bool) -> list:
    """The events a guard scans for an open change (module doc); ``held`` the indexes of the told holdings."""
    if start:
        return ops[:held[0]] if held else ops
    if held and ops[held[-1]].past:
        return ops
    return ops[(held[-1] + 1) if held else 0:]
