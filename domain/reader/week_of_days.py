"""``Tom slept 8 hours a night for a week.`` (v23, ADR 0543): a daily rate kept up for weeks, the span said in days.

A rate per day (``night`` is read as ``day`` by night_periods.py, ADR 0431) kept up ``for a week`` / ``for 3 weeks``
is kept up for 7 / 21 days: a week is seven days, exactly. period_spans.py (ADR 0304) converts such a span for the
verbs whose things it totals; the daily-activity forms (``sleeps 8 hours a day for 7 days``) read a span in days
only, and the clause stopped at ``a`` or ``for`` (``words left after a complete clause``). The span is re-spelled
in days, before any form reads the text:

- ``a|an|each|every|per day for a|one week`` → ``… for 7 days``; ``… for M weeks`` → ``… for <7 × M> days`` (M a
  whole number in digits, at least 2), closing a statement;
- no other ``week`` / ``weeks`` word in the text (``How many hours does he sleep in a week?`` is the rate's own
  question, read as before).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token

_PER = frozenset({"a", "an", "each", "every", "per"})
_WEEK_WORDS = frozenset({"week", "weeks", "weekly"})


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def respell_week_of_days(sentences: list[Sentence]) -> list[Sentence]:
    """The sentences with the one daily span in weeks said in days, or unchanged."""
    weeks = [(i, k) for i, s in enumerate(sentences) for k, t in enumerate(s.tokens) if t.low in _WEEK_WORDS]
    if len(weeks) != 1:
        return sentences
    i, k = weeks[0]
    s = sentences[i]
    toks = s.tokens
    if s.question or k != len(toks) - 1 or k < 4 or toks[k - 2].low != "for" or toks[k - 3].low != "day" \
            or toks[k - 4].low not in _PER:
        return sentences
    count = toks[k - 1]
    if toks[k].low == "week" and count.low in ("a", "one"):
        m = 1
    elif toks[k].low == "weeks" and count.kind == "num" and count.value is not None and count.value.denominator == 1 \
            and count.value >= 2 and "." not in count.text:
        m = int(count.value)
    else:
        return sentences
    days = str(7 * m)
    new = [*toks[:k - 1], Token(text=days, low=days, kind="num", value=Fraction(7 * m)), _word("days")]
    return [Sentence(index=s.index, tokens=new, question=False) if x is s else x for x in sentences]
