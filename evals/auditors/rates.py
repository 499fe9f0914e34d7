"""Exact rates: a count over a count, never a float.

A rate is shown three ways so no reader has to trust a rounding: the exact numerator and
denominator, the reduced fraction string ("19/20") and the integer per-mille (floored). An empty
denominator is "no data" (``fraction`` and ``per_mille`` are None), never 0 — "no data" must not
look like "all wrong".
"""
from __future__ import annotations

from fractions import Fraction
from typing import Optional

import msgspec


class Rate(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    numerator: int
    denominator: int
    fraction: Optional[str]
    """Reduced ``"p/q"`` (``"1/1"`` for a full rate); None when the denominator is 0."""
    per_mille: Optional[int]
    """floor(1000 · numerator / denominator); None when the denominator is 0."""

    def value(self) -> Optional[Fraction]:
        return None if self.denominator == 0 else Fraction(self.numerator, self.denominator)


def fraction_text(value: Fraction) -> str:
    """``"p/q"`` of a reduced fraction; integers keep the ``/1`` so the form is uniform."""
    return f"{value.numerator}/{value.denominator}"


def rate(numerator: int, denominator: int) -> Rate:
    if numerator < 0 or denominator < 0 or numerator > denominator:
        raise ValueError(f"not a rate: {numerator}/{denominator}")
    if denominator == 0:
        return Rate(numerator=0, denominator=0, fraction=None, per_mille=None)
    return Rate(
        numerator=numerator,
        denominator=denominator,
        fraction=fraction_text(Fraction(numerator, denominator)),
        per_mille=(numerator * 1000) // denominator,
    )


def at_least(r: Rate, threshold: Fraction) -> bool:
    """Exact comparison; an empty rate never meets a threshold."""
    value = r.value()
    return value is not None and value >= threshold
