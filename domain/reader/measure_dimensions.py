"""A total in one measure beside an amount of the same kind of measure in another system (v12 red team, ADR 0232).

``There are 6.25 cups of juice in the jar. If Sam adds 16.5 liters more, how many cups will there be in all?``
answered 6.25: cups (pack family ``volume``) and liters (``volume_metric``) are different families, so the liters
were simply not counted in a total of cups, as pears are not counted in a total of apples. But liters of juice are
juice a total in cups must count, and the pack states no conversion between the two systems. So a total (``total``
/ ``there`` / ``members`` question, or a holding: ``there`` may name the one place) over a measure refuses (``unit_mismatch``) when the story holds or moves an
amount in another family of the same dimension (volume: cups, gallons … / liters … / tablespoons, teaspoons,
spoonfuls; length: feet … / meters …; mass: pounds … / kilograms …) that is not of a different stuff.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_DIMENSION = {"volume": "volume", "volume_metric": "volume", "measure_tablespoon": "volume",
              "measure_teaspoon": "volume", "measure_spoonful": "volume", "length": "length",
              "length_metric": "length", "mass": "mass", "mass_metric": "mass"}
"""Pack unit families that measure one dimension (closed: the pack's measure families)."""

_TOTALS = ("total", "there", "members", "holding")


def _stuff(mods: tuple[str, ...]) -> set[str]:
    return {m for m in mods if m.startswith("of:")}


def check_measure_dimensions(ops: list[Op], question: Question, lex) -> None:
    """Refuse a total of a measure beside the same dimension in another family (module doc)."""
    q = question
    if q.kind not in _TOTALS or q.item is None:
        return
    family = lex.unit_by_id[q.item.unit].family
    dim = _DIMENSION.get(family)
    if dim is None:
        return
    asked = _stuff(q.item.mods)
    for op in ops:
        if op.item is None or op.item.unit == q.item.unit or op.item.unit not in lex.unit_by_id:
            continue
        other = lex.unit_by_id[op.item.unit].family
        if other == family or _DIMENSION.get(other) != dim:
            continue
        stuff = _stuff(op.item.mods)
        if asked and stuff and asked != stuff:
            continue  # another stuff: not counted in the asked one's total anyway
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_conversion", sentence_index=q.sentence, frame="question.unit",
                            detail=f"a total of {q.item.unit} beside {op.item.unit}, a measure of the same kind "
                                   f"without a conversion")
