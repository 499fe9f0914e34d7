"""``Jovana had 5 pounds of shells in her bucket. She added some shells and now has 28 pounds of shells. How many
pounds did she add?`` (v12, ADR 0232): some things added to a holding measured by weight (or volume) are an amount
in that measure.

``added some shells`` was read as an unknown count of shells, beside her pounds of shells, so ``now has 28 pounds``
contradicted the 5 pounds (nothing had changed them). But the shells she holds are only ever measured in pounds,
and the amount ``some`` names no count: the shells added are some pounds of shells, 28 − 5 = 23.

Read only when the gain is of an unknown amount (``some``) of a bare unit U by someone who, before it, holds U only
as one measure of it (``5 pounds of shells``) and never as a count, a later statement of that person's holding of
the same measure fixes it, nothing else in the story involves U or that measure, and the question asks about the
measure's unit (``How many pounds …``). A stated count (``added 4 shells``) or a question about the count (``How
many shells did she add?``) reads as before (refused).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question


def settle_measured_gain(ops: list[Op], question: Question) -> list[Op]:
    """Measure ``some <things>`` added to a measured holding of them in that measure (module doc)."""
    q = question
    if q.item is None or q.kind != "event":
        return ops
    for i, gain in enumerate(ops):
        if gain.kind != "gain" or gain.item is None or gain.item.mods or not gain.amount.startswith("?") \
                or gain.source or gain.target or gain.place or gain.agent:
            continue
        stuff = f"of:{gain.item.unit}"
        related = [op for op in ops if op is not gain and op.item is not None and (
            op.item.unit == gain.item.unit or stuff in op.item.mods)]
        measures = {op.item for op in related}
        if len(measures) != 1:
            continue
        measure = measures.pop()
        if measure.mods != (stuff,) or measure.unit != q.item.unit or q.item.mods not in ((), measure.mods):
            continue
        if any(op.kind != "hold" or op.actor != gain.actor or op.members for op in related):
            continue
        before = [op for op in ops[:i] if op in related]
        after = [op for op in ops[i + 1:] if op in related]
        if not before or not after or after[-1].past:
            continue
        if q.entity != gain.actor or q.lemma != gain.lemma:
            continue
        ops[i] = msgspec.structs.replace(gain, item=measure)
    return ops
