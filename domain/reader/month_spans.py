"""``Darius saved 8 dollars each month for 6 months.`` / ``Ana read 12 books a year for 3 years.`` (v23, ADR 0543): a
rate per month or year kept up over a told span of the same periods.

period_spans.py (ADR 0304) re-spells ``<verb> N [<things>] a|an|per|each|every <period> for M <periods>`` as what
was done over the span, ``<verb> <N × M> [<things>]``, for days and weeks; months and years were left out (a month
is no whole number of days or weeks), and the clause stopped at ``for`` (``words left after a complete clause``).
A span told in the rate's own period needs no such conversion: 8 dollars each month for 6 months is 6 × 8 dollars.
So the same re-spelling is made here for months and years, with the span in the same periods only, once every
whole-text form has declined the text:

- exactly one such rate clause in the story: a pack verb that gains, makes, loses or destroys things (categories
  positive, construct, negative, destroy) right before N (digits or money, positive) and the things (a noun run,
  ``of`` a noun run; none after money); the period ``month`` or ``year``; then ``for M months`` / ``for M years``
  (M a whole number in digits, at least 2) or ``for a|one month|year``, closing the statement;
- the span in the rate's own periods: ``8 dollars a month for 2 years`` (24 months, but said otherwise) and ``a year
  for 6 months`` refuse as before;
- no other time word in the story (period_spans.other_time_told): which periods would the other words speak of?
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.period_spans import amount_per_end, other_time_told, whole
from domain.reader.tokens import Sentence, Token

_PER = frozenset({"a", "an", "per", "each", "every"})
_PERIODS = frozenset({"unit.month", "unit.year"})


def _clause(s: Sentence, cur, lex) -> tuple[int, int, int] | None:
    """(index of N, end of the things, M) of the statement's month or year span clause, or None."""
    toks, w = s.tokens, cur.words
    for n in range(1, cur.end - 5):
        end = amount_per_end(cur, lex, n)
        if end is None:
            continue
        period = cur.sense("unit", end + 1)
        if period is None or period.entry.id not in _PERIODS or period.form != "sg":
            continue
        if end + 5 != cur.end or w[end + 2] != "for":
            return None
        span = cur.sense("unit", end + 4)
        if span is None or span.entry.id != period.entry.id:
            return None
        word = w[end + 3]
        m = 1 if word in ("a", "one") else whole(toks[end + 3])
        if m is None or (m == 1) != (span.form == "sg") or (m == 1 and word not in ("a", "one")):
            return None
        return n, end, m
    return None


def respell_month_spans(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The story re-spelled as the module says, or the sentences unchanged."""
    found = []
    for s in sentences[:-1]:
        if s.question or not any(t.low in _PER for t in s.tokens):
            continue
        cur = cursor(s)
        got = _clause(s, cur, lex)
        if got is not None:
            found.append((s, cur, got))
    if len(found) != 1:
        return sentences
    s, cur, (n, end, m) = found[0]
    if other_time_told(sentences, s, cur, end, False, cursor):
        return sentences
    tok = s.tokens[n]
    total = tok.value * m
    if total.denominator != 1:
        return sentences
    text = ("$" if tok.kind == "money" else "") + str(total)
    num = Token(text=text, low=text, kind=tok.kind, value=Fraction(total))
    new_s = Sentence(index=s.index, tokens=[*s.tokens[:n], num, *s.tokens[n + 1:end]], question=False)
    return [new_s if x is s else x for x in sentences]
