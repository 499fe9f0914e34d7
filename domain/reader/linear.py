"""Exact linear expressions over unknown amounts (``?1``) — the solver's number type."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache


ZERO = Fraction(0)
ONE = Fraction(1)
MINUS_ONE = Fraction(-1)
"""Shared constants (Fractions are immutable): building ``Fraction(0)`` on every use was a measurable part of
the verifier (ADR 0106)."""


def whole(n: int) -> Fraction:
    """``Fraction(n)`` for an int ``n``, built as ``Fraction.__new__`` builds it for an int (numerator ``n``,
    denominator 1) without its Python-level argument checks (speed, ADR 0188)."""
    f = _new(Fraction)
    f._numerator = n
    f._denominator = 1
    return f


_new = object.__new__


def neg(v: Fraction) -> Fraction:
    """``-v``; a Fraction is built as ``Fraction.__neg__`` builds it (same numerator negated, same denominator)
    without going through ``Fraction.__new__`` (speed, ADR 0188). Anything else uses its own operator."""
    if type(v) is Fraction:
        f = _new(Fraction)
        f._numerator = -v._numerator
        f._denominator = v._denominator
        return f
    return -v


def add(a: Fraction, b: Fraction) -> Fraction:
    """``a + b``; two whole Fractions are added as integers (Fraction's general path costs a gcd, products and
    four property reads; ADR 0106). Anything else goes through Fraction's own operator."""
    if type(a) is Fraction is type(b) and a._denominator == 1 == b._denominator:
        f = _new(Fraction)  # speed (ADR 0462): ``whole`` inlined (the same two fields, one call fewer)
        f._numerator = a._numerator + b._numerator
        f._denominator = 1
        return f
    return a + b


def sub(a: Fraction, b: Fraction) -> Fraction:
    """``a - b``, whole Fractions as integers (see ``add``)."""
    if type(a) is Fraction is type(b) and a._denominator == 1 == b._denominator:
        f = _new(Fraction)  # speed (ADR 0462): ``whole`` inlined (the same two fields, one call fewer)
        f._numerator = a._numerator - b._numerator
        f._denominator = 1
        return f
    return a - b


def mul(a: Fraction, b: Fraction) -> Fraction:
    """``a * b``, whole Fractions as integers (see ``add``)."""
    if type(a) is Fraction is type(b) and a._denominator == 1 == b._denominator:
        f = _new(Fraction)  # speed (ADR 0462): ``whole`` inlined (the same two fields, one call fewer)
        f._numerator = a._numerator * b._numerator
        f._denominator = 1
        return f
    return a * b


def nonzero(v) -> bool:
    """``v != 0`` without Fraction's Python-level ``__eq__`` for a Fraction (ADR 0106)."""
    return v._numerator != 0 if type(v) is Fraction else v != 0


def is_one(v) -> bool:
    """``v == 1`` without Fraction's Python-level ``__eq__`` for a Fraction (kept in lowest terms with a positive
    denominator, so it is 1 exactly when both parts are 1; ADR 0267)."""
    return v._numerator == 1 and v._denominator == 1 if type(v) is Fraction else v == 1


def negative(v) -> bool:
    """``v < 0`` without Fraction's Python-level comparison for a Fraction (its denominator is positive;
    ADR 0106)."""
    return v._numerator < 0 if type(v) is Fraction else v < 0


def _lin(const: Fraction, coefs: dict[str, Fraction]) -> "Lin":
    """A Lin from parts already in canonical form (no zero coefficient; ``coefs`` owned by the new Lin)."""
    lin = object.__new__(Lin)
    lin.const = const
    lin.coefs = coefs
    return lin


class Lin:
    """``const + Σ coef·var`` with Fraction coefficients; immutable by convention (nothing mutates ``coefs``,
    so the fast paths below share a coefficient dict between Lins; ADR 0106)."""

    __slots__ = ("const", "coefs")

    def __init__(self, const: Fraction = ZERO, coefs: dict[str, Fraction] | None = None):
        self.const = const
        self.coefs = {k: v for k, v in coefs.items() if nonzero(v)} if coefs else {}

    @staticmethod
    def var(name: str) -> "Lin":
        return _lin(ZERO, {name: ONE})

    def __add__(self, other: "Lin") -> "Lin":
        if not other.coefs:  # speed (ADR 0106): adding a constant keeps the coefficients as they are
            a, b = self.const, other.const
            if type(a) is Fraction is type(b) and a._denominator == 1 == b._denominator:
                c = _new(Fraction)  # speed (ADR 0462): ``add`` inlined for two whole Fractions (the same fields)
                c._numerator = a._numerator + b._numerator
                c._denominator = 1
                return _lin(c, self.coefs)
            return _lin(a + b, self.coefs)
        coefs = dict(self.coefs)
        for k, v in other.coefs.items():
            coefs[k] = add(coefs.get(k, ZERO), v)
        return Lin(add(self.const, other.const), coefs)

    def __neg__(self) -> "Lin":
        return _lin(neg(self.const), {k: neg(v) for k, v in self.coefs.items()})  # ``neg``: speed (ADR 0267)

    def __sub__(self, other: "Lin") -> "Lin":
        if not other.coefs:  # speed (ADR 0106): subtracting a constant
            return _lin(sub(self.const, other.const), self.coefs)
        return self + (-other)

    def scale(self, k: Fraction) -> "Lin":
        if k is ONE and type(self.const) is Fraction:
            # speed (ADR 0462): times the shared ONE (the factor ``find_key``, ``matching`` and ``conversion`` give
            # for the same unit), a Fraction is itself (``mul`` makes an equal Fraction); so are Fraction
            # coefficients, none zero (every Lin is canonical), so they are shared like the fast paths above
            coefs = self.coefs
            for v in coefs.values():
                if type(v) is not Fraction:
                    break
            else:
                return _lin(self.const, coefs)
        if not self.coefs:  # speed (ADR 0106)
            return _lin(mul(self.const, k), {})
        return Lin(mul(self.const, k), {n: mul(v, k) for n, v in self.coefs.items()})

    def substitute(self, known: dict[str, Fraction]) -> "Lin":
        if not self.coefs:  # speed (ADR 0106): a constant is its own substitution
            return self
        const = self.const
        coefs: dict[str, Fraction] = {}
        for k, v in self.coefs.items():
            if k in known:
                const = add(const, mul(v, known[k]))
            else:
                coefs[k] = v
        return _lin(const, coefs)

    def is_const(self) -> bool:
        return not self.coefs

    def text(self) -> str:
        if not self.coefs:  # speed (ADR 0462): a constant shows as its one part (``"+".join`` of one string)
            return fraction_text(self.const)
        # speed (ADR 0267): ``nonzero``/``is_one`` for ``self.const``/``v == 1`` (no Python-level Fraction dunders)
        parts = [fraction_text(self.const)] if nonzero(self.const) or not self.coefs else []
        for k in sorted(self.coefs):
            v = self.coefs[k]
            parts.append(k if is_one(v) else f"{fraction_text(v)}*{k}")
        return "+".join(parts)


@lru_cache(maxsize=4096)
def exact(amount: str) -> Fraction:
    """``Fraction(amount)`` for a stated amount (``"12"``, ``"2.5"``), remembered: parsing a decimal string is
    slow and the same few amounts are read again and again (speed, ADR 0095). Bounded; Fractions are immutable."""
    return Fraction(amount)


def fraction_text(v: Fraction) -> str:
    if type(v) is Fraction:  # speed (ADR 0267): the fields, not the ``numerator``/``denominator`` properties
        n, d = v._numerator, v._denominator
        return str(n) if d == 1 else f"{n}/{d}"
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
