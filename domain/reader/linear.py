"""Exact linear expressions over unknown amounts (``?1``) — the solver's number type."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache


class Lin:
    """``const + Σ coef·var`` with Fraction coefficients; immutable by convention."""

    __slots__ = ("const", "coefs")

    def __init__(self, const: Fraction = Fraction(0), coefs: dict[str, Fraction] | None = None):
        self.const = const
        self.coefs = {k: v for k, v in (coefs or {}).items() if v != 0}

    @staticmethod
    def var(name: str) -> "Lin":
        return Lin(Fraction(0), {name: Fraction(1)})

    def __add__(self, other: "Lin") -> "Lin":
        coefs = dict(self.coefs)
        for k, v in other.coefs.items():
            coefs[k] = coefs.get(k, Fraction(0)) + v
        return Lin(self.const + other.const, coefs)

    def __neg__(self) -> "Lin":
        return Lin(-self.const, {k: -v for k, v in self.coefs.items()})

    def __sub__(self, other: "Lin") -> "Lin":
        return self + (-other)

    def scale(self, k: Fraction) -> "Lin":
        return Lin(self.const * k, {n: v * k for n, v in self.coefs.items()})

    def substitute(self, known: dict[str, Fraction]) -> "Lin":
        const = self.const
        coefs: dict[str, Fraction] = {}
        for k, v in self.coefs.items():
            if k in known:
                const += v * known[k]
            else:
                coefs[k] = v
        return Lin(const, coefs)

    def is_const(self) -> bool:
        return not self.coefs

    def text(self) -> str:
        parts = [fraction_text(self.const)] if self.const or not self.coefs else []
        for k in sorted(self.coefs):
            v = self.coefs[k]
            parts.append(k if v == 1 else f"{fraction_text(v)}*{k}")
        return "+".join(parts)


@lru_cache(maxsize=4096)
def exact(amount: str) -> Fraction:
    """``Fraction(amount)`` for a stated amount (``"12"``, ``"2.5"``), remembered: parsing a decimal string is
    slow and the same few amounts are read again and again (speed, ADR 0095). Bounded; Fractions are immutable."""
    return Fraction(amount)


def fraction_text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def canonical_answer(v: Fraction) -> str:
    """Integer, else terminating decimal (``12.45``), else reduced fraction (``7/3``)."""
    if v.denominator == 1:
        return str(v.numerator)
    d = v.denominator
    twos = fives = 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    if d != 1:
        return f"{v.numerator}/{v.denominator}"
    places = max(twos, fives)
    scaled = abs(v) * 10 ** places
    digits = str(scaled.numerator).rjust(places + 1, "0")
    sign = "-" if v < 0 else ""
    return f"{sign}{digits[:-places]}.{digits[-places:]}"
