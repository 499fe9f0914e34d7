"""Word tests shared by the re-spelling forms that start from a counted group (``54 students are split …``,
``3 friends each have …``, ``12 students walk …``, ``Maya fills 7 jars``; ADRs 0454, 0510, 0518).

Each such form re-spells its sentence only when the count is a whole number told as digits or as one pack
number word, and the counted things are a plural count noun of the pack: the same two tests, kept here once.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Token
from domain.reader.worded_group_prices import one_word_sense


def whole_count(lex, t: Token, least: int = 2) -> bool:
    """A whole count of ``least`` or more: digits, or a one-word pack number word (not ``dozen``)."""
    if t.kind == "num":
        return t.value is not None and t.value.denominator == 1 and t.value >= least and "." not in t.text
    if t.kind != "word" or t.low == "dozen":
        return False
    entry, _ = one_word_sense(lex, t.low, "number")
    return entry is not None and Fraction(entry.value).denominator == 1 and Fraction(entry.value) >= least


def plural_count_unit(lex, t: Token):
    """The pack unit of a plural count noun (``friends``), else None."""
    if t.kind != "word":
        return None
    unit, form = one_word_sense(lex, t.low, "unit")
    if unit is None or form != "pl" or unit.family != "count" or not unit.discrete or unit.singular == unit.plural:
        return None
    return unit


def count_unit(lex, t: Token, form: str):
    """The pack count unit of the one-word noun ``t`` in ``form`` (``sg``/``pl``; ``people`` is both), else None."""
    if t.kind != "word":
        return None
    for words, sense in lex.phrases.get(t.low, ()):
        if len(words) == 1 and sense.cls == "unit" and sense.form == form:
            unit = sense.entry
            return unit if unit.family == "count" and unit.discrete else None
    return None


def written_whole(t: Token) -> bool:
    """A number token written as a whole of at least 1, with no decimal point (`3`, not `3.0` nor `0`)."""
    return t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value >= 1 and "." not in t.text
