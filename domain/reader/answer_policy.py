"""The last check on a verified answer: is it a number a word problem's answer key could state exactly?

Answer keys write decimals. A value like 5/3 (``3 apples for $5``: each costs $1.666…) is written there
rounded — 1.67, 1.7 or 2, by a convention the text does not state — so any decimal the reader printed could
disagree with the key while the reading is sound. Rather than guess the rounding, the reader refuses:

- a value that is no terminating decimal (its reduced denominator has a prime other than 2 and 5);
- an amount of money that is no whole number of hundredths of its family's base unit (``$5 shared by 8``
  is $0.625: no coin pays it, and keys round it).

Both refuse with ``unsupported_form`` / ``policy.answer_precision``; neither ever changed a corpus answer
(no solved corpus case has such a value).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal

MONEY = "money"
_CENTS = 100


def terminates(v: Fraction) -> bool:
    """Does a decimal state ``v`` exactly (its denominator has no prime but 2 and 5)? Also travel, mileage and
    shared_among, which refuse an amount no decimal gives."""
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def check_answer_precision(lex: Lexicon, value: Fraction, unit_id: str) -> None:
    """Refuse an answer that no decimal states exactly, or money finer than hundredths of its base unit."""
    if not terminates(value):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "policy.answer_precision", frame="answer",
                            detail=f"{value} is no terminating decimal: an answer key would round it")
    unit = lex.unit_by_id.get(unit_id)
    if unit is not None and unit.family == MONEY and unit.per_base:
        # speed (ADR 0463): ``value × per_base × 100`` with the unit's ``per_base × 100`` worked out once per pack and
        # unit (parsing ``Fraction(per_base)`` on every money answer cost more than the rest of the check); the same
        # product, so the same denominator. A whole value times a whole ``per_base × 100`` is whole: not multiplied.
        cents = lex.memo("answer_policy_cents", _no_cents)
        per_cent = cents.get(unit_id)
        if per_cent is None:
            per_cent = cents[unit_id] = Fraction(unit.per_base) * _CENTS
        if (value.denominator != 1 or per_cent.denominator != 1) and (value * per_cent).denominator != 1:
            raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "policy.answer_precision", frame="answer",
                                detail=f"{value} {unit.plural} is no whole number of hundredths of the base "
                                       "unit: an answer key would round it")


def _no_cents(lex: Lexicon) -> dict[str, Fraction]:
    """The pack's table of money unit id → ``Fraction(per_base) × 100``, filled as answers ask (ADR 0463)."""
    return {}
