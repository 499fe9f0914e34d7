"""The answer of a whole-text form that is one product of two told amounts (reader v13).

``3 touchdowns worth 7 points each`` (scored_worth.py), ``2 cups for each of 23 recipes`` (recipe_batches.py),
``worked 8 days, 2.5 hours each day`` (work_days.py): the solver's side multiplies the two amounts and records one
step. Each form keeps its own verifier, which re-derives the answer its own way (repeated addition).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Op
from domain.reader.phrases import fmt
from domain.reader.results import Step


def product_step(first: Op, second: Op, *, lemma: str, kind: str, holder: str) -> tuple[Fraction, list[Step]]:
    """``first.amount × second.amount`` and the one step that records it."""
    value = Fraction(first.amount) * Fraction(second.amount)
    return value, [Step(lemma=lemma, kind=kind, holder=holder, operands=[first.amount, second.amount], before="0",
                        after=fmt(value))]
