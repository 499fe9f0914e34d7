"""Containers held only in a hypothesis, their contents asked (v12, ADR 0236).

    How many cookies would you have if you had 37 bags of cookies with 19 cookies in each bag?   37 × 19 = 703
    If you had 37 bags of cookies with 19 cookies in each bag, how many cookies would you have?

An ``If … had`` holding is refused as a counterfactual (questions.py) unless it is the premise of a question
that only makes sense inside it (rates.premise_question). ensured_rates.container_premise admits containers
whose per-container rate was told BEFORE the premise; this admits the rate told in the premise itself
(``with 19 cookies in each bag``): the premise then states the whole scenario, and the question asks what
is in it. Both the ``If …,`` prefix and the trailing ``… if …`` condition are read so (the trailing condition
follows the same premise policy as the prefix).

Only when: the question asks a holding (no time) of the asked thing; the premise states nothing but holdings
of containers by the asked holder and per-container rates of the asked thing (no modifier) in them; and the
text said nothing before about the asked holder (``You have 5 cookies. … if you had 3 bags …``: 6 or 11?).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question


def contents_premise(q: Question, ops: list[Op], before: int) -> bool:
    if q.kind != "holding" or q.item is None or q.time or not q.entity:
        return False
    premise = ops[before:]
    held = [op for op in premise if op.kind == "hold"]
    rates = [op for op in premise if op.kind == "per"]
    if not held or not rates or len(held) + len(rates) != len(premise):
        return False
    if any(op.actor == q.entity or op.target == q.entity or q.entity in op.members for op in ops[:before]):
        return False  # the holder was told of before: the hypothesis may add to it or replace it
    rated = {op.target for op in ops if op.kind == "per" and op.item is not None
             and op.item.unit == q.item.unit and not op.item.mods}
    if any(op.item is None or op.item.unit != q.item.unit or op.item.mods for op in rates):
        return False  # a rate of another thing in the premise: not a scenario of the asked contents only
    return all(op.item is not None and op.item.unit in rated and op.item.unit != q.item.unit
               and op.actor == q.entity for op in held)
